// swift-format-ignore-file
//
//  PagedGalleryLayout+Overrides.swift
//  Gallery
//

import TrellisUIKit

// MARK: - Layout

extension PagedGalleryLayout {
    /// The page nearest to `offset`.
    func page(nearest offset: CGFloat) -> Int {
        guard pageWidth > 0 else { return 0 }
        return Int((offset / pageWidth).rounded())
    }
}

// MARK: - Paging

