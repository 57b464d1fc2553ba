/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-catalogue.h: the pseudo-translation "xx" (tests/files/i18n/catalogue/xx.po, compiled
 * at build time and named by FFB_TEST_MO) bound for the tests that read translated text. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Asks gettext for the language "xx": call first in main, before the locale is set. */
void ffb_test_catalogue_use_xx (void);
/* Copies the catalogue into a scratch locale folder, binds the domain to it and makes it the
 * default one. */
void ffb_test_catalogue_install (void);
/* Removes the scratch folder. */
void ffb_test_catalogue_remove (void);

G_END_DECLS
