@_exported import A11yDocsCriteria
@_exported import A11yDocsLoading
@_exported import A11yDocsMarkdown
@_exported import A11yDocsModel
@_exported import A11yDocsRendering
@_exported import A11yDocsSearch
// The library's layers, one module each, are one library to its users: what they make public
// is public here too, so the command, the preview and the MCP server import `A11yDocs` alone.
@_exported import A11yDocsSupport
@_exported import A11yDocsTemplating
