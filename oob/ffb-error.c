#include "ffb-error.h"

G_DEFINE_QUARK (ffb-error-quark, ffb_error)
