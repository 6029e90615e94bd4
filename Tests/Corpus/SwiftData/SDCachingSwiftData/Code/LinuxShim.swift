// LINUX SHIM: on Linux, URLSession, URLSessionConfiguration, URLCache and URLRequest live in
// FoundationNetworking, not Foundation; NetworkService.swift and the request files only
// `import Foundation`. Re-exporting FoundationNetworking from one file makes it visible module-wide.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// LINUX SHIM (2): Endpoint.swift as upstream, with `var host: Host` in GithubEndpoint written
// `var host: Endpoint.Host`: Foundation on Linux declares a class `Host`, which that name found
// instead of the protocol's `typealias Host = String`. The original is in EXCLUDED.
//
//  Endpoint.swift
//  CachingSwiftData
//
//  Created by Ali on 11/29/24.
//



protocol Endpoint {
    typealias Host = String
    typealias Path = String
    var scheme: Scheme { get }
    var host: Endpoint.Host { get }
    var path: Path { get }
}

enum GithubEndpoint: Endpoint {
    
    case github(path: GithubEndpoint.Paths)
    
    var scheme: Scheme {
        return .https
    }
    
    var host: Endpoint.Host {
        switch self {
        case .github: "api.github.com"
        }
    }
    
    var path: Path {
        switch self {
        case .github(path: let path):
            return path.path
        }
    }
}

extension GithubEndpoint {
    
    enum Paths {
        case following
        
        var users: String {
            return "users"
        }
        
        var myUser: String {
            return "alirezaeiii"
        }
        
        var path: String {
            switch self {
            case .following: return "/\(users)/\(myUser)/following"
            }
        }
    }
}
