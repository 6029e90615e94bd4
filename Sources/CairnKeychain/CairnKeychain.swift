/// Placeholder until the module lands.
enum CairnKeychainModule {}
