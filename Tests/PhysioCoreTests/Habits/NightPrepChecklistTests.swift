import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct NightPrepChecklistTests {
    @Test func startsWithTheFourWorksheetItemsAndTwoCoreOnes() {
        let list = NightPrepChecklist.standard
        #expect(list.visibleItems.count == 4)
        #expect(list.items.allSatisfy { $0.isDefault })
        #expect(list.items.filter(\.isCore).map(\.id) == ["prep-produce", "water-ready"])
        #expect(throws: Never.self) { try list.validate() }
    }

    @Test func addingAnItemGivesItANeverReusedID() throws {
        var list = NightPrepChecklist.standard
        let first = try list.add(title: "  Pack a lunch ")
        #expect(first.id == "custom-1" && first.title == "Pack a lunch" && !first.isDefault)
        try list.remove(id: first.id)
        let second = try list.add(title: "Lay out walking shoes")
        #expect(second.id == "custom-2")
        #expect(list.visibleItems.last?.id == "custom-2")
    }

    @Test func addingRefusesEmptyLongAndDuplicateTitles() throws {
        var list = NightPrepChecklist.standard
        #expect(throws: NightPrepChecklist.EditError.emptyTitle) { try list.add(title: "   ") }
        #expect(throws: NightPrepChecklist.EditError.titleTooLong(limit: 80)) {
            try list.add(title: String(repeating: "x", count: 81))
        }
        try list.hide(id: "sticky-notes")
        let sticky = "put sticky notes where i usually grab the less-healthy choice"
        #expect(throws: NightPrepChecklist.EditError.duplicateTitle(
            title: "Put sticky notes where I usually grab the less-healthy choice", isHidden: true)) {
            try list.add(title: sticky)
        }
        #expect(NightPrepChecklist.EditError.duplicateTitle(title: "A", isHidden: true).errorDescription?.contains("show it") == true)
    }

    @Test func theListIsCapped() throws {
        var list = NightPrepChecklist.standard
        for number in 1...(NightPrepChecklist.maximumItems - 4) { try list.add(title: "Item \(number)") }
        #expect(throws: NightPrepChecklist.EditError.tooManyItems(limit: NightPrepChecklist.maximumItems)) {
            try list.add(title: "One too many")
        }
    }

    @Test func defaultsHideButCoreItemsStay() throws {
        var list = NightPrepChecklist.standard
        try list.hide(id: "breakfast-ready")
        #expect(!list.visibleItems.contains { $0.id == "breakfast-ready" })
        #expect(list.hiddenItems.map(\.id) == ["breakfast-ready"])
        #expect(throws: NightPrepChecklist.EditError.coreItemCannotBeHidden(title: "Put water bottle in fridge or by my bed")) {
            try list.hide(id: "water-ready")
        }
        try list.show(id: "breakfast-ready")
        #expect(list.visibleItems.map(\.id) == NightPrepChecklist.standard.visibleItems.map(\.id))
    }

    @Test func defaultsCannotBeRemovedOrRenamedButOwnItemsCan() throws {
        var list = NightPrepChecklist.standard
        #expect(throws: NightPrepChecklist.EditError.self) { try list.remove(id: "sticky-notes") }
        #expect(throws: NightPrepChecklist.EditError.self) { try list.rename(id: "sticky-notes", to: "Notes") }
        let mine = try list.add(title: "Pack lunch")
        try list.rename(id: mine.id, to: "Pack a big lunch")
        #expect(list.item(id: mine.id)?.title == "Pack a big lunch")
        try list.remove(id: mine.id)
        #expect(list.item(id: mine.id) == nil)
        #expect(throws: NightPrepChecklist.EditError.unknownItem(id: mine.id)) { try list.hide(id: mine.id) }
    }

    @Test func movingByOffsetStepsOverHiddenItems() throws {
        var list = NightPrepChecklist.standard
        let lunch = try list.add(title: "Pack lunch")
        try list.hide(id: "breakfast-ready")
        // Visible: sticky, produce, water, lunch. One step up puts lunch above water.
        try list.move(id: lunch.id, by: -1)
        #expect(list.visibleItems.map(\.id) == ["sticky-notes", "prep-produce", "custom-1", "water-ready"])
        try list.move(id: lunch.id, by: -10)
        #expect(list.visibleItems.first?.id == "custom-1")
        try list.move(id: "sticky-notes", by: 1)
        #expect(list.visibleItems.map(\.id) == ["custom-1", "prep-produce", "sticky-notes", "water-ready"])
        #expect(list.items.count == 5)
        #expect(throws: NightPrepChecklist.EditError.itemIsHidden(title: "Prep quick breakfast/snack")) {
            try list.move(id: "breakfast-ready", by: 1)
        }
    }

    @Test func movingToAPositionClampsToTheList() throws {
        var list = NightPrepChecklist.standard
        try list.move(id: "sticky-notes", to: 99)
        #expect(list.items.last?.id == "sticky-notes")
        try list.move(id: "sticky-notes", to: -3)
        #expect(list.items.first?.id == "sticky-notes")
    }

    @Test func validationCatchesATamperedImport() throws {
        let hiddenCore = NightPrepChecklist(
            items: NightPrepChecklist.standard.items.map {
                PrepItem(id: $0.id, title: $0.title, isDefault: true, isCore: $0.isCore, isHidden: $0.id == "water-ready")
            },
            nextCustomNumber: 1)
        #expect(throws: NightPrepChecklist.EditError.coreItemCannotBeHidden(title: "Put water bottle in fridge or by my bed")) {
            try hiddenCore.validate()
        }
        let missing = NightPrepChecklist(items: Array(NightPrepChecklist.standard.items.dropFirst()), nextCustomNumber: 1)
        #expect(throws: NightPrepChecklist.EditError.missingDefault(id: "sticky-notes")) { try missing.validate() }
        let twice = NightPrepChecklist(items: NightPrepChecklist.standard.items + [NightPrepChecklist.standard.items[0]],
                                       nextCustomNumber: 1)
        #expect(throws: NightPrepChecklist.EditError.duplicateID("sticky-notes")) { try twice.validate() }
    }
}
