/// Whether the tests run in a debug build (traps keep their messages, exclusivity checks are not
/// optimized away).
#if DEBUG
    let isDebugBuild = true
#else
    let isDebugBuild = false
#endif
