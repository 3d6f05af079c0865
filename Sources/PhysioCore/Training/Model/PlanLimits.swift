/// Length limits shared by every text a person types into the planner.
enum PlanLimits {
    static func maximumLength(of field: MesocyclePlan.Field) -> Int {
        switch field {
        case .planName, .workoutTitle, .exerciseName: 80
        case .load: 40
        case .notes: 500
        }
    }

    static func checkText(_ text: String, field: MesocyclePlan.Field, required: Bool) throws(MesocyclePlan.PlanError) {
        if required, text.trimmingWhitespace().isEmpty { throw .blank(field) }
        let limit = maximumLength(of: field)
        if !TextLength.fits(text, in: limit) { throw .tooLong(field, limit: limit) }
    }
}
