import CairnCoreData

func seedBooks(_ context: NSManagedObjectContext) throws {
    let authors = [
        "Le Guin": [("The Left Hand of Darkness", 1969, 9.5), ("The Dispossessed", 1974, 11.0)],
        "Butler": [("Kindred", 1979, 8.0), ("Parable of the Sower", 1993, 12.5)],
        "Jemisin": [("The Fifth Season", 2015, 14.0)],
    ]
    for (name, titles) in authors {
        let author = Author(context: context)
        author.name = name
        for (title, year, price) in titles {
            let book = Book(context: context)
            book.title = title
            book.year = Int64(year)
            book.price = price
            book.author = author
        }
    }
    try context.save()
}

/// A fetch with a predicate and a sort, a count, a compound predicate, and dictionary results.
func runFetching() throws {
    let container = try makeContainer(name: "Library", model: makeLibraryModel(), url: temporaryStoreURL("Fetching"))
    let context = container.viewContext
    try seedBooks(context)

    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.predicate = NSPredicate(format: "year < %d AND author.name != %@", 1990, "Jemisin")
    request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: false)]
    let books = try context.fetch(request)
    check(books.map(\.title) == ["Kindred", "The Dispossessed", "The Left Hand of Darkness"], "\(books.map(\.title))")

    let recent = NSPredicate(format: "year >= 1990")
    let cheap = NSComparisonPredicate(
        leftExpression: NSExpression(forKeyPath: "price"),
        rightExpression: NSExpression(forConstantValue: 13.0),
        modifier: .direct, type: .lessThan, options: [])
    let count = try context.count(
        for: {
            let countRequest = NSFetchRequest<Book>(entityName: "Book")
            countRequest.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [recent, cheap])
            return countRequest
        }())
    check(count == 1, "one recent cheap book: \(count)")

    let untyped = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
    untyped.predicate = NSPredicate(format: "title BEGINSWITH[c] %@", "the")
    let results = try context.fetch(untyped)
    check((results as? [Book])?.count == 3, "untyped fetch returns books: \(results.count)")

    let total = NSExpressionDescription()
    total.name = "total"
    total.expression = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "price")])
    total.expressionResultType = .doubleAttributeType
    let sums = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
    sums.resultType = .dictionaryResultType
    sums.propertiesToFetch = ["author.name", total]
    sums.propertiesToGroupBy = ["author.name"]
    sums.sortDescriptors = [NSSortDescriptor(key: "author.name", ascending: true)]
    let rows = try context.fetch(sums) as! [NSDictionary]
    let totals = rows.map { "\($0["author.name"] ?? "?")=\($0["total"] ?? "?")" }
    check(totals == ["Butler=20.5", "Jemisin=14.0", "Le Guin=20.5"], "\(totals)")
    print("fetching: \(books.count) books before 1990, totals \(totals.joined(separator: ", "))")
}
