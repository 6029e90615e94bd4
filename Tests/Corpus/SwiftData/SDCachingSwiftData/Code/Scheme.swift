//
//  Scheme.swift
//  CachingSwiftData
//
//  Created by Ali on 11/29/24.
//

import Foundation

enum Scheme: String, CaseIterable {
    case https
    case http
}
