import Cairn

/// W8 and W9 for Cairn: `BatchUpdateRequest` and `BatchDeleteRequest` with the predicate
/// `i1 >= 0`, counting the rows (the result a caller asks for to check the work).
extension CairnSubject {
    func batchUpdate(value: Int64, at path: String) throws -> Measurement {
        try CairnStack(path: path).run { context in
            try measure {
                let request = BatchUpdateRequest(entityName: "Item")
                request.predicate = .comparison(.keyPath("i1"), .greaterThanOrEqualTo, .constant(.integer(0)))
                request.propertiesToUpdate = ["i3": value]
                request.resultType = .updatedObjectsCountResultType
                return Int64(try (context.execute(request) as! BatchUpdateResult).result as! Int)
            }
        }
    }

    func batchDelete(at path: String) throws -> Measurement {
        try CairnStack(path: path).run { context in
            try measure {
                let fetch = CairnItem.fetchRequest()
                fetch.predicate = .comparison(.keyPath("i1"), .greaterThanOrEqualTo, .constant(.integer(0)))
                let request = BatchDeleteRequest(fetchRequest: fetch)
                request.resultType = .resultTypeCount
                return Int64(try (context.execute(request) as! BatchDeleteResult).result as! Int)
            }
        }
    }
}
