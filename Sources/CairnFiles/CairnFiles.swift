/// Placeholder until the module lands.
enum CairnFilesModule {}
