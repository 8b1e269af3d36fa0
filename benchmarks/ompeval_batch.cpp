// A batch loop over OMPEval's public API (HandEvaluator::evaluate on a Hand summed from card
// objects), built beside cstud by benchmarks/evaluator_limit.py to time both in one process.
// OMPEval itself is not part of cstud: the script compiles this file against a checkout named
// by OMPEVAL_DIR. Card codes are the same as cstud's (4 * rank + suit, deuce = 0).
#include <cstddef>
#include <cstdint>

#include "omp/HandEvaluator.h"

static omp::HandEvaluator evaluator;

extern "C" void ompeval_batch(const uint8_t* codes, size_t rows, int width, uint16_t* out) {
    for (size_t row = 0; row < rows; ++row) {
        omp::Hand hand = omp::Hand::empty();
        for (int i = 0; i < width; ++i) hand += omp::Hand(codes[i]);
        out[row] = evaluator.evaluate(hand);
        codes += width;
    }
}
