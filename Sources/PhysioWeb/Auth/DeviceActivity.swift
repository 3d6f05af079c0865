import Foundation
import PhysioCore
import PhysioStore
import Synchronization

/// When each signed-in device was last seen, in memory: a GET never writes, so a device's last use
/// is stored only with its sign-in and, at most once an hour, after a change it makes (a POST).
/// Settings shows the later of the two. A device signed in before devices were listed shows here
/// from its first request and is stored with its first change.
final class DeviceActivity: Sendable {
    struct Entry: Sendable {
        var personID: UUID
        var name: String
        var connectedAt: Date
        var seen: Date
        var stored: Date?
    }

    /// How often a device's last use is written with its changes.
    static let storeEvery: Double = 60 * 60
    static let capacity = 64

    private let entries = Mutex<[String: Entry]>([:])

    /// Notes a request from device `id`.
    func saw(_ id: String, of personID: UUID, userAgent: String?, connectedAt: Date, at date: Date) {
        entries.withLock { entries in
            if var entry = entries[id] {
                entry.seen = max(entry.seen, date)
                entries[id] = entry
                return
            }
            if entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.seen < $1.value.seen })?.key {
                entries[oldest] = nil
            }
            entries[id] = Entry(
                personID: personID, name: DeviceName.from(userAgent: userAgent), connectedAt: connectedAt, seen: date)
        }
    }

    /// The device to store after a change device `id` made, if its stored last use is an hour old
    /// (or unknown since this server started); marks it stored.
    func toStore(_ id: String, at date: Date) -> ConnectedDevice? {
        entries.withLock { entries in
            guard var entry = entries[id] else { return nil }
            if let stored = entry.stored, date.timeIntervalSince(stored) < Self.storeEvery { return nil }
            entry.stored = date
            entries[id] = entry
            return ConnectedDevice(id: id, name: entry.name, connectedAt: entry.connectedAt, lastUsedAt: date)
        }
    }

    /// A device just signed in (and stored).
    func signedIn(_ device: ConnectedDevice, of personID: UUID) {
        entries.withLock { entries in
            entries[device.id] = Entry(
                personID: personID, name: device.name, connectedAt: device.connectedAt, seen: device.lastUsedAt, stored: device.lastUsedAt)
        }
    }

    /// A device signed out: it leaves the list at once.
    func forget(_ id: String) {
        entries.withLock { $0[id] = nil }
    }

    /// The stored devices with their latest use seen here, and `personID`'s devices seen but not yet
    /// stored (everyone's when nil).
    func merged(with stored: [ConnectedDevice], of personID: UUID?) -> [ConnectedDevice] {
        let seen = entries.withLock { $0 }.filter { personID == nil || $0.value.personID == personID }
        var devices = stored.map { device in
            var device = device
            if let entry = seen[device.id], entry.seen > device.lastUsedAt { device.lastUsedAt = entry.seen }
            return device
        }
        let known = Set(stored.map(\.id))
        for (id, entry) in seen where !known.contains(id) && entry.stored == nil {
            devices.append(ConnectedDevice(id: id, name: entry.name, connectedAt: entry.connectedAt, lastUsedAt: entry.seen))
        }
        return devices
    }
}
