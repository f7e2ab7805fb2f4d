// Implemented by the core engineer.
#include "core/replay.h"
