/**
 *  https://github.com/tadija/AERecord
 *  Copyright (c) Marko Tadić 2014-2018
 *  Licensed under the MIT license. See LICENSE file.
 */

import CairnCoreData

/**
    This extension of `NSManagedObject` is all about easy querying.
 
    All queries are called as class functions on any object that is kind of `NSManagedObject`,
    and `AERecord.Context.default` is used if you don't specify any custom.
*/
public extension NSManagedObject {
    
    // MARK: - General
    
    /**
        This property must return correct entity name because it's used all across other helpers 
        to reference custom `NSManagedObject` subclass.
     
        You may override this property in your custom `NSManagedObject` subclass if needed, 
        but it should work 'out of the box' generally.
    */
    class var entityName: String {
        var name = NSStringFromClass(self)
        name = name.components(separatedBy: ".").last!
        return name
    }
    
    /// An `NSEntityDescription` object which describes an entity in Core Data.
    class var entityDescription: NSEntityDescription? {
        return NSEntityDescription.entity(forEntityName: entityName, in: AERecord.Context.default)
    }
    
    /**
        Creates fetch request for any entity type with given predicate (optional) and sort descriptors (optional).

        - parameter predicate: Predicate for fetch request.
        - parameter sortDescriptors: Sort Descriptors for fetch request.

        - returns: The created fetch request.
    */
    class func createFetchRequest<T: NSManagedObject>(predicate: NSPredicate? = nil,
                                  sortDescriptors: [NSSortDescriptor]? = nil) -> NSFetchRequest<T> {
        
        let request = NSFetchRequest<T>(entityName: entityName)
        request.predicate = predicate
        request.sortDescriptors = sortDescriptors
        return request
    }
    
    public static let defaultPredicateType: NSCompoundPredicate.LogicalType = .and
    
    /**
        Creates predicate for given attributes and predicate type.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.and` will be used.

        - returns: The created predicate.
    */
    class func createPredicate(with attributes: [AnyHashable : Any],
                               predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType) -> NSPredicate {
        
        var predicates = [NSPredicate]()
        for (attribute, value) in attributes {
            predicates.append(NSPredicate(format: "%K = %@", argumentArray: [attribute, value]))
        }
        let compoundPredicate = NSCompoundPredicate(type: predicateType, subpredicates: predicates)
        return compoundPredicate
    }
    
    // MARK: - Create
    
    /**
        Creates new instance of entity object.

        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: New instance of `Self`.
    */
    @discardableResult class func create(in context: NSManagedObjectContext = AERecord.Context.default) -> Self {
        let entityDescription = NSEntityDescription.entity(forEntityName: entityName, in: context)!
        let object = self.init(entity: entityDescription, insertInto: context)
        return object
    }
    
    /**
        Creates new instance of entity object and configures it with given attributes.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: New instance of `Self` with set attributes.
    */
    @discardableResult class func create(with attributes: [String : Any],
                                         in context: NSManagedObjectContext = AERecord.Context.default) -> Self {
        
        let object = create(in: context)
        if attributes.count > 0 {
            object.setValuesForKeys(attributes)
        }
        return object
    }
    
    // MARK: - Find First or Create
    
    /**
        Finds the first record for given attribute and value or creates new if it does not exist.

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Instance of managed object.
    */
    class func firstOrCreate(with attribute: String, value: Any,
                             in context: NSManagedObjectContext = AERecord.Context.default) -> Self {
        
        return _firstOrCreate(with: attribute, value: value, in: context)
    }
    
    /**
        Finds the first record for given attribute and value or creates new if it does not exist. Generic version.

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Instance of `Self`.
    */
    private class func _firstOrCreate<T>(with attribute: String, value: Any,
                                                   in context: NSManagedObjectContext = AERecord.Context.default) -> T {
        
        let object = firstOrCreate(with: [attribute : value], in: context)
        return object as! T
    }
    
    /**
        Finds the first record for given attributes or creates new if it does not exist.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Instance of managed object.
    */
    class func firstOrCreate(with attributes: [String : Any],
                             predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                             in context: NSManagedObjectContext = AERecord.Context.default) -> Self {
        
        return _firstOrCreate(with: attributes, predicateType: predicateType, in: context)
    }
    
    /**
        Finds the first record for given attributes or creates new if it does not exist. Generic version.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Instance of `Self`.
    */
    private class func _firstOrCreate<T>(with attributes: [String : Any],
                                      predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                                      in context: NSManagedObjectContext = AERecord.Context.default) -> T {
        
        let predicate = createPredicate(with: attributes, predicateType: predicateType)
        let request = createFetchRequest(predicate: predicate)
        request.fetchLimit = 1
        
        let objects = AERecord.execute(fetchRequest: request, in: context)
        return (objects.first ?? create(with: attributes, in: context)) as! T
    }
    
    // MARK: - Find First
    
    /**
        Finds the first record ordered by given attribute.

        - parameter attribute: Attribute name.
        - parameter ascending: A Boolean value.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func first(orderedBy attribute: String, ascending: Bool = true,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Self? {
        
        let sortDescriptors = [NSSortDescriptor(key: attribute, ascending: ascending)]
        return first(orderedBy: sortDescriptors, in: context)
    }
    
    /**
        Finds the first record.

        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func first(orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Self? {
        
        return _first(orderedBy: sortDescriptors, in: context)
    }
    
    /**
        Finds the first record. Generic version.

        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional instance of `Self`.
    */
    private class func _first<T>(orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                              in context: NSManagedObjectContext = AERecord.Context.default) -> T? {
        
        let request = createFetchRequest(sortDescriptors: sortDescriptors)
        request.fetchLimit = 1
        
        let objects = AERecord.execute(fetchRequest: request, in: context)
        return objects.first as? T
    }
    
    /**
        Finds the first record for given predicate.

        - parameter predicate: Predicate.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func first(with predicate: NSPredicate, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Self? {
        
        return _first(with: predicate, orderedBy: sortDescriptors, in: context)
    }
    
    /**
        Finds the first record for given predicate. Generic version

        - parameter predicate: Predicate.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional instance of `Self`.
    */
    private class func _first<T>(with predicate: NSPredicate, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                              in context: NSManagedObjectContext = AERecord.Context.default) -> T? {
        
        let request = createFetchRequest(predicate: predicate, sortDescriptors: sortDescriptors)
        request.fetchLimit = 1
        
        let objects = AERecord.execute(fetchRequest: request, in: context)
        return objects.first as? T
    }
    
    /**
        Finds the first record for given attribute and value.

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func first(with attribute: String, value: Any, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Self? {
        
        let predicate = NSPredicate(format: "%K = %@", argumentArray: [attribute, value])
        return first(with: predicate, orderedBy: sortDescriptors, in: context)
    }
    
    /**
        Finds the first record for given attributes.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func first(with attributes: [AnyHashable : Any],
                     predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                     orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Self? {
        
        let predicate = createPredicate(with: attributes, predicateType: predicateType)
        return first(with: predicate, orderedBy: sortDescriptors, in: context)
    }
    
    // MARK: - Find All
    
    /**
        Finds all records.

        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func all(orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [NSManagedObject]? {
        
        let request = createFetchRequest(sortDescriptors: sortDescriptors)
        let objects = AERecord.execute(fetchRequest: request, in: context)
        return objects.count > 0 ? objects : nil
    }
    
    /**
        Finds all records. Generic version.

        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional array of `Self` instances.
    */
    class func all<T>(orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [T]? {
        
        let objects = all(orderedBy: sortDescriptors, in: context)
        return objects?.map { $0 as! T }
    }
    
    /**
        Finds all records for given predicate.

        - parameter predicate: Predicate.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func all(with predicate: NSPredicate, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [NSManagedObject]? {
        
        let request = createFetchRequest(predicate: predicate, sortDescriptors: sortDescriptors)
        let objects = AERecord.execute(fetchRequest: request, in: context)
        return objects.count > 0 ? objects : nil
    }
    
    /**
        Finds all records for given predicate. Generic version

        - parameter predicate: Predicate.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional array of `Self` instances.
    */
    class func all<T>(with predicate: NSPredicate, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [T]? {
        
        let objects = all(with: predicate, orderedBy: sortDescriptors, in: context)
        return objects?.map { $0 as! T }
    }
    
    /**
        Finds all records for given attribute and value.

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func all(with attribute: String, value: Any, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [NSManagedObject]? {
        
        let predicate = NSPredicate(format: "%K = %@", argumentArray: [attribute, value])
        return all(with: predicate, orderedBy: sortDescriptors, in: context)
    }
    
    /**
        Finds all records for given attribute and value. Generic version

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional array of `Self` instances.
    */
    class func all<T>(with attribute: String, value: Any, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [T]? {
        
        let objects = all(with: attribute, value: value, orderedBy: sortDescriptors, in: context)
        return objects?.map { $0 as! T }
    }
    
    /**
        Finds all records for given attributes.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional managed object.
    */
    class func all(with attributes: [AnyHashable : Any],
                   predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                   orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [NSManagedObject]? {
        
        let predicate = createPredicate(with: attributes, predicateType: predicateType)
        return all(with: predicate, orderedBy: sortDescriptors, in: context)
    }
    
    /**
        Finds all records for given attributes. Generic version.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Optional array of `Self` instances.
    */
    class func all<T>(with attributes: [AnyHashable : Any],
                   predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                   orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                   in context: NSManagedObjectContext = AERecord.Context.default) -> [T]? {
        
        let objects = all(with: attributes, predicateType: predicateType, orderedBy: sortDescriptors, in: context)
        return objects?.map { $0 as! T }
    }
    
}
