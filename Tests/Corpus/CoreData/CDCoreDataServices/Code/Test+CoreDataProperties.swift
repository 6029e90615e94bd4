//
//  Test+CoreDataProperties.swift
//  CoreDataServices
//
//  Created by William Boles on 01/04/2016.
//  Copyright © 2016 Boles. All rights reserved.
//
//  Choose "Create NSManagedObject Subclass…" from the Core Data editor menu
//  to delete and recreate this implementation file for your updated model.
//

import CairnCoreData

extension Test {

    @Managed var name: String?
    @Managed var testID: NSNumber?

}
