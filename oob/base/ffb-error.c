/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ffb-error.h"

G_DEFINE_QUARK (ffb-error-quark, ffb_error)
