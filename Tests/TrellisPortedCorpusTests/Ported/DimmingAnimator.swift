// swift-format-ignore-file
//
//  DimmingAnimator.swift
//  Gallery
//
//  Animates the gallery layout's dimming frame by frame with a display link.
//

import TrellisUIKit

@MainActor
final class DimmingAnimator {
    private weak var layout: PagedGalleryLayout?
    private var link: CADisplayLink?
    private var from: CGFloat = 0
    private var to: CGFloat = 0
    private var duration: CFTimeInterval = 0
    private var startTime: CFTimeInterval?

    init(layout: PagedGalleryLayout) {
        self.layout = layout
    }

    var isRunning: Bool {
        return link != nil
    }

    func animate(to value: CGFloat, duration: CFTimeInterval) {
        link?.invalidate()
        from = layout?.dimming ?? 0
        to = value
        self.duration = duration
        startTime = nil
        link = CADisplayLink { [weak self] link in self?.step(link) }
        link?.add(to: .main, forMode: .common)
    }

    private func step(_ link: CADisplayLink) {
        let start = startTime ?? link.timestamp
        startTime = start
        let progress = duration > 0 ? min((link.targetTimestamp - start) / duration, 1) : 1
        layout?.dimming = from + (to - from) * CGFloat(progress)
        layout?.invalidateLayout()
        if progress >= 1 {
            link.invalidate()
            self.link = nil
        }
    }
}
