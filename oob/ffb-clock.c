/* placeholder: being written */
#include "ffb-clock.h"
