/**
 *  https://github.com/tadija/AERecord
 *  Copyright (c) Marko Tadić 2014-2018
 *  Licensed under the MIT license. See LICENSE file.
 */

import CairnCoreData

class Breed: NSManagedObject {

    @Managed var name: String
    @Managed var animals: NSSet
    @Managed var species: Species

}
