// LINUX SHIM: ManagedFeedImage.swift as upstream, with two Linux-forced changes: its
// `#keyPath(ManagedFeedImage.url)` (Objective-C only) written as the key "url", and its
// `prepareForDeletion()` override moved from the extension into the class (Swift overrides from
// an extension only through Objective-C). The original is in EXCLUDED.

//
//  Copyright © Essential Developer. All rights reserved.
//

import CairnCoreData

class ManagedFeedImage: NSManagedObject {
	@Managed var id: UUID
	@Managed var imageDescription: String?
	@Managed var location: String?
	@Managed var url: URL
	@Managed var data: Data?
	@Managed var cache: ManagedCache

	override func prepareForDeletion() {
		super.prepareForDeletion()
		
		managedObjectContext?.userInfo[url] = data
	}
}

extension ManagedFeedImage {
	static func data(with url: URL, in context: NSManagedObjectContext) throws -> Data? {
		if let data = context.userInfo[url] as? Data { return data }
		
		return try first(with: url, in: context)?.data
	}
	
	static func first(with url: URL, in context: NSManagedObjectContext) throws -> ManagedFeedImage? {
		let request = NSFetchRequest<ManagedFeedImage>(entityName: entity().name!)
		request.predicate = NSPredicate(format: "%K = %@", argumentArray: ["url", url])
		request.returnsObjectsAsFaults = false
		request.fetchLimit = 1
		return try context.fetch(request).first
	}
	
	static func images(from localFeed: [LocalFeedImage], in context: NSManagedObjectContext) -> NSOrderedSet {
		let images = NSOrderedSet(array: localFeed.map { local in
			let managed = ManagedFeedImage(context: context)
			managed.id = local.id
			managed.imageDescription = local.description
			managed.location = local.location
			managed.url = local.url
			managed.data = context.userInfo[local.url] as? Data
			return managed
		})
		context.userInfo.removeAllObjects()
		return images
	}
	
	var local: LocalFeedImage {
		return LocalFeedImage(id: id, description: imageDescription, location: location, url: url)
	}

}
