//
//  Test.swift
//  CoreDataServices
//
//  Created by William Boles on 01/04/2016.
//  Copyright © 2016 Boles. All rights reserved.
//

import CairnCoreData

class Test: NSManagedObject {

// Insert code here to add functionality to your managed object subclass

}
