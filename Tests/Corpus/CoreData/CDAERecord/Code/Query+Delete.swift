/**
 *  https://github.com/tadija/AERecord
 *  Copyright (c) Marko Tadić 2014-2018
 *  Licensed under the MIT license. See LICENSE file.
 */

import CairnCoreData

// Split from Query.swift (its "Delete" mark on) to keep files under the project's 600 lines;
// not a line of the upstream code is changed.
public extension NSManagedObject {

    // MARK: - Delete
    
    /**
        Deletes instance of entity object.

        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    func delete(from context: NSManagedObjectContext = AERecord.Context.default) {
        context.delete(self)
    }
    
    /**
        Deletes all records.

        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    class func deleteAll(from context: NSManagedObjectContext = AERecord.Context.default) {
        if let objects = self.all(in: context) {
            for object in objects {
                context.delete(object)
            }
        }
    }
    
    /**
        Deletes all records for given predicate.

        - parameter predicate: Predicate.
        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    class func deleteAll(with predicate: NSPredicate,
                         from context: NSManagedObjectContext = AERecord.Context.default) {
        
        if let objects = all(with: predicate, in: context) {
            for object in objects {
                context.delete(object)
            }
        }
    }
    
    /**
        Deletes all records for given attribute name and value.

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    class func deleteAll(with attribute: String, value: Any,
                         from context: NSManagedObjectContext = AERecord.Context.default) {
        
        if let objects = all(with: attribute, value: value, in: context) {
            for object in objects {
                context.delete(object)
            }
        }
    }
    
    /**
        Deletes all records for given attributes.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    class func deleteAll(with attributes: [AnyHashable : Any],
                         predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                         from context: NSManagedObjectContext = AERecord.Context.default) {
        
        if let objects = all(with: attributes, predicateType: predicateType, in: context) {
            for object in objects {
                context.delete(object)
            }
        }
    }
    
    // MARK: - Count
    
    /**
        Counts all records for given predicate.

        - parameter predicate: Predicate.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Count of records.
    */
    class func count(with predicate: NSPredicate? = nil,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Int {
        
        let request = createFetchRequest(predicate: predicate)
        request.includesSubentities = false
        
        var count = 0
        
        do {
            count = try context.count(for: request)
        } catch {
            debugPrint(error)
        }
        
        return count
    }
    
    /**
        Counts all records for given attribute name and value.

        - parameter attribute: Attribute name.
        - parameter value: Attribute value.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Count of records.
    */
    class func count(with attribute: String, value: Any,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Int {
        
        return count(with: [attribute : value], in: context)
    }
    
    /**
        Counts all records for given attributes.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicateType: If not specified, `.AndPredicateType` will be used.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Count of records.
    */
    class func count(with attributes: [AnyHashable : Any],
                     predicateType: NSCompoundPredicate.LogicalType = defaultPredicateType,
                     in context: NSManagedObjectContext = AERecord.Context.default) -> Int {
        
        let predicate = createPredicate(with: attributes, predicateType: predicateType)
        return count(with: predicate, in: context)
    }
    
    // MARK: - Distinct
    
    /**
        Gets distinct values for given attribute and predicate.

        - parameter attribute: Attribute name.
        - parameter predicate: Predicate.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Throws optional Array of `Any`.
    */
    class func distinctValues(for attribute: String,
                              predicate: NSPredicate? = nil, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                              in context: NSManagedObjectContext = AERecord.Context.default) throws -> [Any]? {
        
        var distinctValues = [Any]()
        
        if let distinctRecords = try distinctRecords(for: [attribute], predicate: predicate,
                                                     orderedBy: sortDescriptors, in: context)
        {
            for record in distinctRecords {
                if let value = record[attribute] {
                    distinctValues.append(value)
                }
            }
        }
        
        return distinctValues.count > 0 ? distinctValues : nil
    }
    
    /**
        Gets distinct values for given attributes and predicate.

        - parameter attributes: Dictionary of attribute names and values.
        - parameter predicate: Predicate.
        - parameter sortDescriptors: Sort descriptors.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Throws optional Array of `Any`.
    */
    class func distinctRecords(for attributes: [AnyHashable],
                               predicate: NSPredicate? = nil, orderedBy sortDescriptors: [NSSortDescriptor]? = nil,
                               in context: NSManagedObjectContext = AERecord.Context.default) throws -> [NSDictionary]? {
        
        let request = NSFetchRequest<NSDictionary>(entityName: entityName)
        request.predicate = predicate
        request.sortDescriptors = sortDescriptors
        request.resultType = .dictionaryResultType
        request.propertiesToFetch = attributes
        request.returnsDistinctResults = true
        
        let distinctRecords = try? context.fetch(request)
        
        return distinctRecords
    }
    
    // MARK: - Other
    
    /**
        Gets next ID for given attribute name. Attribute must be of `Int` type.

        - parameter attribute: Attribute name.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Auto incremented ID.
    */
    class func autoIncrementedInteger(for attribute: String,
                                      in context: NSManagedObjectContext = AERecord.Context.default) -> Int {
        
        let sortDescriptor = NSSortDescriptor(key: attribute, ascending: false)
        guard
            let object = self.first(orderedBy: [sortDescriptor], in: context),
            let max = object.value(forKey: attribute) as? Int
        else { return 0 }
        return max + 1
    }
    
    /**
        Turns object into fault.

        - parameter mergeChanges: A Boolean value.
        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    func refresh(mergeChanges: Bool = true, in context: NSManagedObjectContext = AERecord.Context.default) {
        AERecord.refreshObjects(with: [objectID], mergeChanges: mergeChanges, in: context)
    }
    
    // MARK: - Batch Update
    
    /**
        Updates data directly in persistent store.

        - parameter properties: Properties to update.
        - parameter predicate: Predicate.
        - parameter resultType: If not specified, `StatusOnlyResultType` will be used.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Batch update result.
    */
    class func batchUpdate(properties: [AnyHashable : Any], predicate: NSPredicate? = nil,
                           resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType,
                           in context: NSManagedObjectContext = AERecord.Context.default) -> NSBatchUpdateResult? {
        
        let request = NSBatchUpdateRequest(entityName: entityName)
        request.predicate = predicate
        request.propertiesToUpdate = properties
        request.resultType = resultType
        
        var batchResult: NSBatchUpdateResult? = nil
        
        context.performAndWait {
            do {
                if let result = try context.execute(request) as? NSBatchUpdateResult {
                    batchResult = result
                }
            } catch {
                debugPrint(error)
            }
        }
        
        return batchResult
    }
    
    /**
        Updates data directly in persistent store.

        - parameter properties: Properties to update.
        - parameter predicate: Predicate.
        - parameter context: If not specified, `AERecord.Context.default` will be used.

        - returns: Count of updated objects.
    */
    class func objectsCountForBatchUpdate(properties: [AnyHashable : Any], predicate: NSPredicate? = nil,
                                          in context: NSManagedObjectContext = AERecord.Context.default) -> Int {
        
        let type = NSBatchUpdateRequestResultType.updatedObjectsCountResultType
        if let result = batchUpdate(properties: properties, predicate: predicate, resultType: type, in: context) {
            if let count = result.result as? Int {
                return count
            } else {
                return 0
            }
        } else {
            return 0
        }
    }
    
    /**
        Updates data directly in persistent store.

        Objects are turned into faults after updating *(managed object context is refreshed)*.

        - parameter properties: Properties to update.
        - parameter predicate: Predicate.
        - parameter context: If not specified, `AERecord.Context.default` will be used.
    */
    class func batchUpdateAndRefreshObjects(properties: [AnyHashable : Any], predicate: NSPredicate? = nil,
                                            in context: NSManagedObjectContext = AERecord.Context.default) {
        
        let type = NSBatchUpdateRequestResultType.updatedObjectIDsResultType
        if let result = batchUpdate(properties: properties, predicate: predicate, resultType: type, in: context) {
            if let objectIDs = result.result as? [NSManagedObjectID] {
                AERecord.refreshObjects(with: objectIDs, mergeChanges: true, in: context)
            }
        }
    }
    
}
