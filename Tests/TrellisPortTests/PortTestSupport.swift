import TrellisPort

/// Ports one file called `Layout.swift`.
func port(_ text: String) -> (text: String, diagnostics: [PortDiagnostic]) {
  let result = Porter().port([PortSource(path: "Layout.swift", text: text)])
  return (result.files[0].text, result.diagnostics)
}

/// The diagnostics as `line kind`, for compact expectations.
func lines(_ diagnostics: [PortDiagnostic]) -> [String] {
  diagnostics.map { "\($0.line) \($0.kind)" }
}
