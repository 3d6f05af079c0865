import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// The household: people with their own databases and tokens, help given and ended, devices and
/// sign-outs, and the files of a data dir readable by its user only.
@Suite struct HouseholdStoreTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-household-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        return url
    }

    static func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func eachPersonHasADatabaseOfTheirOwn() async throws {
        let household = try Household.inMemory(now: Self.now, token: "owner-token-0123456789abcdef01234567")
        let mum = try await household.addPerson(name: "Mum", parts: [.rehab], token: "mum-token-0123456789abcdef012345678", at: Self.now)
        let owner = try household.store(for: household.owner.id), hers = try household.store(for: mum.id)
        try await owner.createPlan(RehabFixtures.kneePlan())
        #expect(try await owner.plans().count == 1)
        #expect(try await hers.plans().isEmpty)
        #expect(household.person(token: "mum-token-0123456789abcdef012345678") == mum)
        #expect(household.person(named: " mum ") == mum && mum.parts == [.rehab] && !mum.isOwner)
        #expect(throws: HouseholdError.nameTaken("Mum")) {
            _ = try household.rename(household.owner.id, to: "MUM")
        }
        await #expect(throws: HouseholdError.noParts) {
            _ = try await household.addPerson(name: "Sam", parts: [], token: "sam-token-0123456789abcdef0123456789", at: Self.now)
        }
        #expect(throws: HouseholdError.nameMissing) { try household.rename(mum.id, to: "   ") }
        #expect(throws: HouseholdError.nameTooLong) { try household.rename(mum.id, to: String(repeating: "é", count: 41)) }
        #expect(throws: HouseholdError.nameHasControlCharacters) { try household.rename(mum.id, to: "Mu\u{202E}m") }
        #expect(throws: HouseholdError.personNotFound) { _ = try household.store(for: UUID()) }
    }

    @Test func helpIsGivenByThePersonOrTheOwnerAndEnded() throws {
        let household = try Household.inMemory(now: Self.now)
        let owner = household.owner
        let mumID = UUID()
        #expect(throws: HouseholdError.personNotFound) {
            try household.grantHelp(person: mumID, helper: owner.id, grantedBy: owner.id, at: Self.now)
        }
        #expect(throws: HouseholdError.cantHelpSelf) {
            try household.grantHelp(person: owner.id, helper: owner.id, grantedBy: owner.id, at: Self.now)
        }
    }

    @Test func helpGrantsComeAndGo() async throws {
        let household = try Household.inMemory(now: Self.now)
        let owner = household.owner
        let mum = try await household.addPerson(name: "Mum", token: "mum-token-0123456789abcdef012345678", at: Self.now)
        #expect(!household.canHelp(owner.id, mum.id))
        try household.grantHelp(person: mum.id, helper: owner.id, grantedBy: owner.id, at: Self.now)
        #expect(household.canHelp(owner.id, mum.id) && !household.canHelp(mum.id, owner.id))
        #expect(household.peopleHelped(by: owner.id) == [mum])
        #expect(household.helpGrants.first?.setUpByOwner == true)
        try household.endHelp(person: mum.id, helper: owner.id)
        #expect(!household.canHelp(owner.id, mum.id))
    }

    @Test func aNewTokenSignsThatPersonsDevicesOutOnly() async throws {
        let household = try Household.inMemory(now: Self.now)
        let mum = try await household.addPerson(name: "Mum", token: "mum-token-0123456789abcdef012345678", at: Self.now)
        let phone = ConnectedDevice(id: String(repeating: "a", count: 32), name: "Android phone · Chrome", connectedAt: Self.now, lastUsedAt: Self.now)
        let laptop = ConnectedDevice(id: String(repeating: "b", count: 32), name: "Linux · Firefox", connectedAt: Self.now, lastUsedAt: Self.now)
        try household.recordDevice(phone, of: mum.id)
        try household.recordDevice(laptop, of: household.owner.id)
        try household.replaceToken(of: mum.id, with: "mum-new-token-0123456789abcdef0123456", at: Self.now)
        #expect(household.person(token: "mum-token-0123456789abcdef012345678") == nil)
        #expect(household.person(token: "mum-new-token-0123456789abcdef0123456") == mum)
        #expect(try household.isSignedSessionRevoked(id: phone.id))
        #expect(!(try household.isSignedSessionRevoked(id: laptop.id)))
        #expect(try household.devices().map(\.device.id) == [laptop.id])
    }

    @Test func aDataDirAndItsDatabasesAreTheirUsersOnlyAndAPersonRemovedTakesTheirFiles() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let household = try Household.onDisk(in: directory, now: Self.now, makeToken: { "token-0123456789abcdef0123456789abcdef" })
        #expect(try Self.mode(directory) == 0o700)
        #expect(try Self.mode(directory.appendingPathComponent("household.sqlite")) == 0o600)
        _ = try household.store(for: household.owner.id)
        #expect(try Self.mode(directory.appendingPathComponent("physiopoint.sqlite")) == 0o600)
        let mum = try await household.addPerson(name: "Mum", token: "mum-token-0123456789abcdef012345678", at: Self.now)
        let folder = try #require(household.folder(of: mum.id))
        #expect(try Self.mode(folder) == 0o700)
        #expect(try Self.mode(folder.appendingPathComponent("physiopoint.sqlite")) == 0o600)
        try await household.store(for: mum.id).createPlan(RehabFixtures.kneePlan())
        try household.remove(mum.id)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(household.person(id: mum.id) == nil)
        #expect(throws: HouseholdError.ownerCantBeRemoved) { try household.remove(household.owner.id) }
        // Opened again, the household is the same: the owner, their token, nobody removed.
        let again = try Household.onDisk(in: directory, now: Self.now, makeToken: { "another-0123456789abcdef0123456789abcd" })
        #expect(again.people.map(\.name) == ["Me"] && again.token(of: again.owner.id) == "token-0123456789abcdef0123456789abcdef")
    }
}
