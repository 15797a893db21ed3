extension PhysicsWorld {
  /// Calls `visit` for every contact on body `bi`'s contact list, in list order, with the
  /// contact's index and the other body of the contact.
  ///
  /// The next link is read before `visit` runs, so `visit` may destroy the contact it is given
  /// (and no other).
  func forEachContact(ofBody bi: Int, _ visit: (_ contact: Int, _ other: Int32) -> Void) {
    var e = sims[bi].contactList
    while e != -1 {
      let ci = Int(e >> 1)
      let c = contacts[ci]
      let next = (e & 1) == 0 ? c.next.0 : c.next.1
      visit(ci, (e & 1) == 0 ? c.bodyB : c.bodyA)
      e = next
    }
  }

  /// Calls `visit` with the index of every contact that shape `si` takes part in (found on its
  /// body's contact list, in list order); `visit` may destroy the contact it is given.
  func forEachContact(ofShape si: Int, _ visit: (_ contact: Int) -> Void) {
    forEachContact(ofBody: Int(shapes[si].body)) { ci, _ in
      let c = contacts[ci]
      if Int(c.shapeA) == si || Int(c.shapeB) == si { visit(ci) }
    }
  }
}
