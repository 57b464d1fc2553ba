/* ffb-organize-names.h: how the organizer names the units it makes. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "1st Brigade", "2nd Division", "13th Battery". */
char *ffb_ordinal_name (int number, const char *noun);
/* "I Corps", "XIV Corps". */
char *ffb_corps_name (int number);

G_END_DECLS
