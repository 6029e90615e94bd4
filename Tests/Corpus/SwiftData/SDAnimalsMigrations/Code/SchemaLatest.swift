//
//  SchemaLatest.swift
//  SwiftDataAnimals
//
//  Created by Anton Begehr on 19.12.23.
//  Copyright © 2023 Apple. All rights reserved.
//

import Foundation

typealias SchemaLatest = SchemaV2

// MARK: Models

typealias Animal = SchemaLatest.Animal
typealias AnimalCategory = SchemaLatest.AnimalCategory
