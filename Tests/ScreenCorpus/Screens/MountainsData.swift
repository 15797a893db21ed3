import Foundation

/// Some of the world's mountains, with their heights in metres (public geographic facts).
struct Mountain: Hashable {
  let name: String
  let height: Int
  let identifier: Int

  func contains(_ filter: String?) -> Bool {
    guard let filterText = filter else { return true }
    if filterText.isEmpty { return true }
    let lowercasedFilter = filterText.lowercased()
    return name.lowercased().contains(lowercasedFilter)
  }
}

enum MountainsData {
  static let mountains: [Mountain] = {
    let list: [(String, Int)] = [
      ("Everest", 8849), ("K2", 8611), ("Kangchenjunga", 8586), ("Lhotse", 8516), ("Makalu", 8485),
      ("Cho Oyu", 8188), ("Dhaulagiri", 8167), ("Manaslu", 8163), ("Nanga Parbat", 8126),
      ("Annapurna", 8091), ("Gasherbrum I", 8080), ("Broad Peak", 8051), ("Gasherbrum II", 8035),
      ("Shishapangma", 8027), ("Aconcagua", 6961), ("Denali", 6190), ("Kilimanjaro", 5895),
      ("Elbrus", 5642), ("Mont Blanc", 4808), ("Matterhorn", 4478), ("Mount Rainier", 4392),
      ("Mount Whitney", 4421), ("Mount Fuji", 3776), ("Mount Cook", 3724), ("Olympus", 2918),
      ("Ben Nevis", 1345), ("Kosciuszko", 2228), ("Vinson", 4892), ("Puncak Jaya", 4884),
      ("Mount Kenya", 5199),
    ]
    return list.enumerated().map { Mountain(name: $1.0, height: $1.1, identifier: $0) }
  }()

  static func filteredMountains(with filter: String?, limit: Int? = nil) -> [Mountain] {
    let filtered = mountains.filter { $0.contains(filter) }
    if let limit = limit {
      return Array(filtered.prefix(through: limit))
    } else {
      return filtered
    }
  }
}
