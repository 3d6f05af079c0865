import ArgumentParser

@main
struct PhysioPointCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physiopoint",
        abstract: "PhysioPoint: a private home-health companion for rehab, habits and training.",
        discussion: """
            This app is for informational and educational purposes only. For medical advice, \
            diagnosis, or treatment, consult a healthcare professional.
            """,
        subcommands: [Serve.self, People.self, Analyze.self, Export.self, Import.self],
        defaultSubcommand: Serve.self)
}
