import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport

/// The habit tests' names for the shared helpers in WebTestSupport.swift.
typealias HabitTestApp = TestApp
typealias HabitClient = OwnerClient

// Names chosen not to clash with the rehab router tests' helpers.
extension TestResponse {
    var pageText: String { String(buffer: body) }
    var mediaType: String { headers[.contentType] ?? "" }
    var redirectTarget: String { headers[.location] ?? "" }
}
