/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize-names.h: how the organizer names the units it makes, and how those names follow
 * a unit the referee moves. */
#pragma once

#include <glib.h>
#include "ffb-oob.h"

G_BEGIN_DECLS

/* "1st Brigade", "2nd Division", "13th Battery". */
char *ffb_ordinal_name (int number, const char *noun);
/* "I Corps", "XIV Corps". */
char *ffb_corps_name (int number);

/* After units moved in or out of `command`: each child that bears an organizer's numbered name
 * ("1st Brigade", "2nd Horse Battery", "3rd Division") takes the number of its place among
 * the children of its kind, the number its sheet code shows (I/3/4 is "4th Brigade"). Names
 * the referee gave stay. */
void  ffb_unit_renumber_children (FfbUnit *command);
/* A unit that came from `from` keeps a name of the referee's own, unless a sibling bears it:
 * then the name says where it came from ("Iron Brigade (from 2nd Division, I Corps)"), so no
 * two children of one command share a name. */
void  ffb_unit_make_name_unique (FfbUnit *unit, const FfbUnit *from);

G_END_DECLS
