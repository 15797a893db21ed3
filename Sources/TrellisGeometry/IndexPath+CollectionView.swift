extension IndexPath {
  /// Creates an index path for an item in a section of a collection view.
  ///
  /// Built by appending, which keeps the two indexes inline without allocating an array.
  public init(item: Int, section: Int) {
    self.init()
    append(section)
    append(item)
  }

  /// Creates an index path for a row in a section of a table view.
  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// The section number (the first index).
  ///
  /// Like UIKit, this requires an index path of exactly two indexes.
  public var section: Int {
    get {
      precondition(count == 2, "IndexPath.section needs an index path with exactly two indexes, got \(self)")
      return self[0]
    }
    set {
      precondition(count == 2, "IndexPath.section needs an index path with exactly two indexes, got \(self)")
      self[0] = newValue
    }
  }

  /// The item number within the section (the second index).
  ///
  /// Like UIKit, this requires an index path of exactly two indexes.
  public var item: Int {
    get {
      precondition(count == 2, "IndexPath.item needs an index path with exactly two indexes, got \(self)")
      return self[1]
    }
    set {
      precondition(count == 2, "IndexPath.item needs an index path with exactly two indexes, got \(self)")
      self[1] = newValue
    }
  }

  /// The row number within the section; the same index as `item`.
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
