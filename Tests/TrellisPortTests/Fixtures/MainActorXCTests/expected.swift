// swift-format-ignore-file
import TrellisUIKit
import XCTest

/// A flow layout of two square items per row.
final class SquareFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let side = (collectionView.bounds.width - minimumInteritemSpacing) / 2
        itemSize = CGSize(width: side, height: side)
    }
}

/// `count` items in one section.
final class Squares: NSObject, UICollectionViewDataSource {
    var count = 6

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }
}

/// A Swift 6 suite as iOS projects write them: on the main actor, synchronous tests.
/// 320 points wide, 10 between items: each square is (320 − 10) / 2 = 155 points, the second
/// column starts at 155 + 10 = 165, the second row at 155 + 10 (line spacing) = 165.
@MainActor
final class SquareFlowLayoutTests: XCTestCase {
    var layout: SquareFlowLayout!
    var squares: Squares!
    var collectionView: UICollectionView!

    override func setUp() async throws {
        layout = SquareFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        squares = Squares()
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        collectionView.dataSource = squares
        collectionView.layoutIfNeeded()
    }

    override func tearDown() async throws {
        collectionView = nil
    }

    func testItemsAreSquareHalves() async {
        XCTAssertEqual(layout.itemSize, CGSize(width: 155, height: 155))
    }

    func testSecondColumn() async throws {
        let attributes = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(attributes.frame, CGRect(x: 165, y: 0, width: 155, height: 155))
    }

    func testReloadIsSeenOnTheMainQueue() async {
        let reloaded = expectation(description: "reloaded")
        squares.count = 2
        DispatchQueue.main.async {
            reloaded.fulfill()
        }
        await fulfillment(of: [reloaded], timeout: 5)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
    }

    func indexPath(_ item: Int) -> IndexPath {
        IndexPath(item: item, section: 0)
    }
}

extension SquareFlowLayoutTests {
    func testSecondRow() async {
        XCTAssertEqual(layout.layoutAttributesForItem(at: indexPath(2))?.frame.minY, 165)
    }
}
