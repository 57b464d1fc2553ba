/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-setup-digest.h: the digest of what a battle's rolls depend on (RULES.md "Fair dice",
 * second decision), kept in its neutral party's record when the pre-battle rolls are made and
 * recomputed by `verify`, so that a setup changed in the file after the rolls is named.
 *
 * The digest is SHA-256 (libsodium's crypto_hash_sha256), in lowercase hex, of this text, one
 * "name=value" a line, each line ending in "\n", strings given as LENGTH:TEXT (bytes) so that
 * no value can pass for another:
 *
 *   ffbridge setup digest 1
 *   turn=YEAR MONTHS terrain=WORD river=WORD attacker=SIDE
 *   ratio=STANDS BATTERIES tactics=LEN:ID
 *   side=SIDE demoralized=0|1                       (union, then confederate)
 *   sp=LEN:GROUP COUNT                              (each SP group present, in force order)
 *   leader=LEN:LEADER ROLE                          (each leader present, in force order)
 *   oob=SIDE radius=N rerolls=N ratio=STANDS BATTERIES   (a stored OOB, or "oob=SIDE none")
 *   unit=KIND LEN:ID parent=LEN:ID leader=LEN:ID stars=N stands=N experience=WORD
 *        cavalry=0|1 worn=0|1 group=LEN:ID horse=0|1      (one line; every unit, depth first)
 *
 * Fields nothing a roll rests on stay out: the battle's id, name and hex (its id is the dice's
 * stream already), the names of units and leader stands, the weapons note, and the ratings an
 * OOB shows (the rolls' results, which `verify` works out itself). */
#pragma once

#include <glib.h>
#include "ffb-battle.h"

G_BEGIN_DECLS

#define FFB_SETUP_DIGEST_LABEL "ffbridge setup digest 1"

/* The text above, for the battle as it stands. */
char *ffb_setup_digest_text (const FfbBattle *battle);
/* Its SHA-256, 64 lowercase hex digits. */
char *ffb_setup_digest (const FfbBattle *battle);

G_END_DECLS
