// swift-format-ignore-file
import TrellisUIKit

extension Notification.Name {
    static let sortingThemeDidChange = Notification.Name("SortingThemeDidChange")
}

/// Sorts its bars one step at a time, four steps a second, as the insertion-sort demos do.
final class InsertionSortViewController: UIViewController {
    private(set) var values = [5, 2, 4, 6, 1, 3]
    private(set) var swaps = 0
    private(set) var isShowingHint = true
    private(set) var themeChanges = 0
    private(set) var timer: ClockTimer?
    private var i = 1
    private var j = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = ClockTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in self?.step(timer) }
        ClockTimer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { [weak self] _ in self?.hideHint() }
        NotificationCenter.default.addMainActorObserver(forName: .sortingThemeDidChange, object: nil) { [weak self] notification in self?.themeDidChange(notification) }
    }

    /// One step: a swap, or the next element.
    func step(_ timer: ClockTimer) {
        guard i < values.count else {
            timer.invalidate()
            return
        }
        if j > 0 && values[j - 1] > values[j] {
            values.swapAt(j - 1, j)
            swaps += 1
            j -= 1
        } else {
            i += 1
            j = i
        }
    }

    private func hideHint() {
        isShowingHint = false
    }

    func themeDidChange(_ notification: Notification) {
        themeChanges += 1
    }
}

/// Slides itself to a new x with a display link, as hand-written animations do.
final class SlidingView: UIView {
    private var link: CADisplayLink?
    private var startTimestamp: CFTimeInterval?
    private var fromX: CGFloat = 0
    private var toX: CGFloat = 0
    private var duration: CFTimeInterval = 0
    var isAnimating: Bool { link != nil }

    func slide(to x: CGFloat, duration: CFTimeInterval) {
        fromX = frame.origin.x
        toX = x
        self.duration = duration
        startTimestamp = nil
        link?.invalidate()
        link = CADisplayLink { [weak self] link in self?.tick(link) }
        link?.add(to: .main, forMode: .common)
    }

    private func tick(_ link: CADisplayLink) {
        let start = startTimestamp ?? link.timestamp
        startTimestamp = start
        let progress = min((link.targetTimestamp - start) / duration, 1)
        frame.origin.x = fromX + (toX - fromX) * CGFloat(progress)
        if progress >= 1 {
            link.invalidate()
            self.link = nil
        }
    }
}
