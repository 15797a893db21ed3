// swift-format-ignore-file
import UIKit

/// Dots for the pages of a gallery; tapping a dot selects its page.
final class PageDots: UIControl {
    var numberOfPages = 0
    private(set) var currentPage = 0

    /// What a tap on the dot for `page` does.
    func userSelected(page: Int) {
        guard page != currentPage, page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

/// A gallery screen: a "next" button, page dots and a reset item, all target–action.
final class GalleryViewController: UIViewController {
    let nextButton = UIButton(type: .system)
    let dots = PageDots()
    private(set) var page = 0
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        dots.numberOfPages = 4
        nextButton.addTarget(self, action: #selector(showNextPage), for: .touchUpInside)
        dots.addTarget(self, action: #selector(dotsChanged(_:)), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(reset))
        view.addSubview(nextButton)
        view.addSubview(dots)
    }

    @objc private func showNextPage() {
        page = (page + 1) % dots.numberOfPages
        log.append("next \(page)")
    }

    @objc func dotsChanged(_ sender: PageDots) {
        page = sender.currentPage
        log.append("dots \(page)")
    }

    @objc func reset() {
        page = 0
        log.append("reset")
    }
}
