import ArgumentParser
import Foundation
import PhysioCore
import PhysioStore
import PhysioWeb

/// `physiopoint people`: the household from a terminal (a headless set-up): add a person, list
/// everyone, and print a fresh sign-in link for someone (their old one stops working).
struct People: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Manage the household: who uses PhysioPoint, each with their own data and sign-in link.",
        subcommands: [Add.self, List.self, Link.self], defaultSubcommand: List.self)

    /// The options every `people` command shares: the data dir, and the address links are printed with.
    struct Shared: ParsableArguments {
        @OptionGroup var data: DataOptions

        @Option(help: "The address a phone opens, for the printed link (default: this computer on port 8080).")
        var base: String?

        func link(token: String) -> String {
            let base = self.base ?? "https://\(NetworkAddress.displayHost(for: "0.0.0.0")):8080"
            return base.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + LoginLink.path(token: token)
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a person and print their sign-in link.")

        @Argument(help: "Their name, e.g. Mum.")
        var name: String

        @Option(help: "The parts they use, comma-separated: rehab, habits, training (default: all).")
        var parts: String?

        @Flag(help: "Turn assistive mode on for them: larger text, one step at a time.")
        var assistive = false

        @OptionGroup var shared: Shared

        func validate() throws {
            if let parts, AppPart.parse(parts).count != parts.split(separator: ",").count {
                throw ValidationError("--parts takes rehab, habits and training, comma-separated.")
            }
        }

        func run() async throws {
            let household = try shared.data.openHousehold()
            let token = LoginLink.makeToken()
            do {
                let person = try await household.addPerson(
                    name: name, parts: parts.map(AppPart.parse) ?? Set(AppPart.allCases), assistive: assistive,
                    token: token, at: Date())
                print("Added \(person.name). Their sign-in link (open it on their phone, or show its QR code from Settings → Household):")
                print(shared.link(token: token))
            } catch let error as HouseholdError {
                throw ValidationError(error.message)
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List everyone in the household.")

        @OptionGroup var shared: Shared

        func run() async throws {
            let household = try shared.data.openHousehold(mustExist: true)
            for person in household.people {
                let parts = AppPart.allCases.filter(person.parts.contains).map(\.rawValue).joined(separator: ", ")
                let helpers = household.helpGrants.filter { $0.personID == person.id }
                    .compactMap { household.person(id: $0.helperID)?.name }
                print(
                    "\(person.name)\(person.isOwner ? " (owner)" : "") · \(parts)"
                        + (helpers.isEmpty ? "" : " · helped by \(helpers.joined(separator: ", "))"))
            }
        }
    }

    struct Link: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a fresh sign-in link for a person; their old link and devices are signed out.")

        @Argument(help: "Their name.")
        var name: String

        @OptionGroup var shared: Shared

        func run() async throws {
            let household = try shared.data.openHousehold(mustExist: true)
            guard let person = household.person(named: name) else {
                throw ValidationError("Nobody called “\(name)” in this household. `physiopoint people list` shows everyone.")
            }
            let token = LoginLink.makeToken()
            try household.replaceToken(of: person.id, with: token)
            print("New sign-in link for \(person.name) (the old one no longer works):")
            print(shared.link(token: token))
        }
    }
}
