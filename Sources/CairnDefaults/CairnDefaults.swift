/// Placeholder until the module lands.
enum CairnDefaultsModule {}
