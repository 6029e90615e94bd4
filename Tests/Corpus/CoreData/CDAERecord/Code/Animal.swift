/**
 *  https://github.com/tadija/AERecord
 *  Copyright (c) Marko Tadić 2014-2018
 *  Licensed under the MIT license. See LICENSE file.
 */

import CairnCoreData

class Animal: NSManagedObject {

    @Managed var customID: Int
    @Managed var name: String
    @Managed var color: String
    @Managed var breed: Breed

}
