/// Values numbered in order of first use; the lookup table is only for speed, the order of
/// `values` is what is written out.
nonisolated struct InternTable<Value: Hashable> {
  private(set) var values: [Value] = []
  private var indexes: [Value: Int] = [:]

  mutating func index(of value: Value) -> Int {
    if let index = indexes[value] { return index }
    values.append(value)
    indexes[value] = values.count - 1
    return values.count - 1
  }
}
