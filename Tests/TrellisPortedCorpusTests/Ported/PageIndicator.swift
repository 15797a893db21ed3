// swift-format-ignore-file
//
//  PageIndicator.swift
//  Gallery
//
//  The framework's umbrella header imports UIKit, so this file imports nothing.
//

import TrellisUIKit

/// A row of dots, one per page; tapping a dot selects its page and sends `.valueChanged`.
final class PageIndicator: UIControl {
    var numberOfPages = 0
    var currentPage = 0

    /// What a tap on the dot for `page` does.
    func tapDot(at page: Int) {
        guard page >= 0, page < numberOfPages, page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
