/**
 *  https://github.com/tadija/AERecord
 *  Copyright (c) Marko Tadić 2014-2018
 *  Licensed under the MIT license. See LICENSE file.
 */

import CairnCoreData

class Species: NSManagedObject {

    @Managed var name: String
    @Managed var breeds: NSSet

}
