// The longest strictly increasing subsequence, by patience sorting: the difference algorithm
// keeps these items in place and moves only the others, which is the fewest moves that
// reorder a sequence (every item not moved must keep its relative order).

/// Marks the members of one longest strictly increasing subsequence of `values` (which must be
/// distinct): `result[i]` is `true` when `values[i]` belongs to it.
///
/// Patience sorting: `tails[l]` is the index of the smallest value that ends an increasing
/// subsequence of length l + 1; each value extends the longest subsequence whose tail is below
/// it. A value larger than the current longest tail (the common case for a list with a few
/// changes) is appended in O(1); others cost a binary search. When several subsequences are
/// longest, the same values always give the same choice.
///
/// Worked example: values `[3, 0, 2]` (the old indexes of D, A, C when [A, B, C, D] becomes
/// [D, A, C, E]) give tails [3] → [0] (0 replaces 3) → [0, 2]; members A and C, so only D moves.
///
/// - Complexity: O(n) when the values are almost sorted; O(n log n) in the worst case. O(n)
///   memory.
func increasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
  let count = values.count
  var members = [Bool](repeating: false, count: count)
  guard count > 0 else { return members }
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: count)
  values.withUnsafeBufferPointer { values in
    previous.withUnsafeMutableBufferPointer { previous in
      for index in 0..<count {
        let value = values[index]
        if let last = tails.last {
          if values[last] < value {
            previous[index] = last
            tails.append(index)
            continue
          }
        } else {
          tails.append(index)
          continue
        }
        // The first tail not below `value` is replaced by it.
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) >> 1
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        previous[index] = low > 0 ? tails[low - 1] : -1
        tails[low] = index
      }
    }
  }
  var index = tails[tails.count - 1]
  while index >= 0 {
    members[index] = true
    index = previous[index]
  }
  return members
}
