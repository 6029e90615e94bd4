import CairnCoreData

// The classes, as Xcode's "Manual/None" codegen writes them (with `@NSManaged` spelled
// `@Managed`, the one change Swift on Linux forces).

final class Author: NSManagedObject {
    @Managed var name: String
    @Managed var books: Set<Book>
}

final class Book: NSManagedObject {
    @Managed var title: String
    @Managed var year: Int64
    @Managed var price: Double
    @Managed var author: Author?
}

extension Author {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Author> {
        NSFetchRequest<Author>(entityName: "Author")
    }
}

extension Book {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Book> {
        NSFetchRequest<Book>(entityName: "Book")
    }
}

/// The model built in code the Core Data way: descriptions configured property by property.
func makeLibraryModel(withPublisher: Bool = false) -> NSManagedObjectModel {
    let author = NSEntityDescription()
    author.name = "Author"
    author.managedObjectClassName = NSStringFromClass(Author.self)

    let book = NSEntityDescription()
    book.name = "Book"
    book.managedObjectClassName = NSStringFromClass(Book.self)

    let authorName = NSAttributeDescription()
    authorName.name = "name"
    authorName.attributeType = .stringAttributeType
    authorName.isOptional = false

    let title = NSAttributeDescription()
    title.name = "title"
    title.attributeType = .stringAttributeType
    title.isOptional = false

    let year = NSAttributeDescription()
    year.name = "year"
    year.attributeType = .integer64AttributeType
    year.defaultValue = 0

    let price = NSAttributeDescription()
    price.name = "price"
    price.attributeType = .doubleAttributeType
    price.defaultValue = 0.0

    let books = NSRelationshipDescription()
    books.name = "books"
    books.destinationEntity = book
    books.minCount = 0
    books.maxCount = 0  // to-many
    books.deleteRule = .cascadeDeleteRule

    let bookAuthor = NSRelationshipDescription()
    bookAuthor.name = "author"
    bookAuthor.destinationEntity = author
    bookAuthor.minCount = 0
    bookAuthor.maxCount = 1
    bookAuthor.deleteRule = .nullifyDeleteRule

    books.inverseRelationship = bookAuthor
    bookAuthor.inverseRelationship = books

    author.properties = [authorName, books]
    var bookProperties: [NSPropertyDescription] = [title, year, price, bookAuthor]
    if withPublisher {
        let publisher = NSAttributeDescription()
        publisher.name = "publisher"
        publisher.attributeType = .stringAttributeType
        publisher.isOptional = true
        bookProperties.append(publisher)
    }
    book.properties = bookProperties

    let model = NSManagedObjectModel()
    model.entities = [author, book]
    return model
}
