@_exported import CairnMacros
