import Testing
import TrellisPort

/// The less common shapes of the main-actor XCTest rewrite (the fixture MainActorXCTests has the
/// common ones, and its port runs as a test target).
@Suite("trellis port: main-actor XCTest suites")
struct XCTestPortTests {
  @Test("only a synchronous, parameterless, instance `test…` method of a main-actor suite becomes async")
  func whichMethodsChange() {
    let (text, diagnostics) = port(
      """
      @MainActor
      final class Tests: XCTestCase {
          func testA() {}
          func testB() async {}
          func testC(_ value: Int) {}
          nonisolated func testD() {}
          static func testE() {}
          func helper() {}
          override func setUpWithError() throws {}
          override func setUp() async throws {}
      }
      """)
    #expect(
      text == """
        @MainActor
        final class Tests: XCTestCase {
            func testA() async {}
            func testB() async {}
            func testC(_ value: Int) {}
            nonisolated func testD() {}
            static func testE() {}
            func helper() {}
            override func setUpWithError() throws {}
            override func setUp() async throws {}
        }
        """)
    #expect(lines(diagnostics) == ["3 rewrite"])
  }

  @Test("in a nonisolated suite only a test marked @MainActor changes; its suite's setUp() stays")
  func isolatedMethodInPlainSuite() {
    let (text, diagnostics) = port(
      """
      final class Tests: XCTestCase {
          override func setUp() { super.setUp() }
          @MainActor func testA() throws {}
          func testB() {}
      }
      """)
    #expect(
      text == """
        final class Tests: XCTestCase {
            override func setUp() { super.setUp() }
            @MainActor func testA() async throws {}
            func testB() {}
        }
        """)
    #expect(lines(diagnostics) == ["3 rewrite"])
  }

  @Test("a test that calls waitForExpectations is reported and left synchronous")
  func waitForExpectations() {
    let (text, diagnostics) = port(
      """
      @MainActor
      final class Tests: XCTestCase {
          func testA() {
              let done = expectation(description: "done")
              done.fulfill()
              waitForExpectations(timeout: 1)
          }
      }
      """)
    #expect(text.contains("func testA() {"))
    #expect(lines(diagnostics) == ["6 notPorted"])
    #expect(diagnostics.first?.text.contains("await fulfillment(of:") == true)
  }

  @Test("self.wait(for:) keeps its receiver; other classes' suites and other files' extensions are left")
  func receiversAndOtherTypes() {
    let (text, diagnostics) = port(
      """
      @MainActor
      final class Tests: XCTestCase {
          func testA() {
              self.wait(for: [e], timeout: 2)
              waiter.wait(for: [e], timeout: 2)
          }
      }
      final class NotASuite {
          @MainActor func testB() {}
      }
      extension OtherFileTests {
          func testC() {}
      }
      """)
    #expect(
      text == """
        @MainActor
        final class Tests: XCTestCase {
            func testA() async {
                await self.fulfillment(of: [e], timeout: 2)
                waiter.wait(for: [e], timeout: 2)
            }
        }
        final class NotASuite {
            @MainActor func testB() {}
        }
        extension OtherFileTests {
            func testC() {}
        }
        """)
    #expect(lines(diagnostics) == ["3 rewrite", "4 rewrite"])
  }
}
