//
//  HTTPMethod.swift
//  CachingSwiftData
//
//  Created by Ali on 11/29/24.
//

import Foundation

enum HTTPMethod: String {
    case GET
    case POST
    case PUT
    case PATCH
    case DELETE
}
