/* A source file of a made-up project for tools/rules-check's tests: it cites R4A, R7B(5a),
 * C1E and L3, the sets RULES.md Q and (T), "Fair dice" and RULES.md "Secrets
 * at rest", decision 1, the finding "Brigade sizes", and "Fair dice", second decision. */

/* None of these is an id: a key name, the C0 control characters, a shortcut, an identifier,
 * and a sealed part's base64, where a slash and a plus stand before an R and a C id. */
static const char *not_ids[] = {
  "GDK_KEY_R1", "C0 but TAB", "Ctrl+T", "ffb_r4a_check", "R4Abis",
  "W9QNuRwSwy8foSKPlsjH5Rei0sbAPRC1lX6Gqb5rZm3es342sZ/R3C+C2HxLCdpY/E8k3Q41N1tYxPvfPM2qML7",
};
