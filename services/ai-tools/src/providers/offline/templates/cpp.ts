import type { CodeTemplate } from './template.ts';

// C++ templates: C++17 and the standard library only (`g++ -std=c++17 -O2 file.cpp`).
export const CPP_TEMPLATES: CodeTemplate[] = [
  {
    id: 'cpp-perceptron',
    title: 'Perceptron classifier',
    description: 'Trains a perceptron on linearly separable data and reports training accuracy.',
    language: 'c++',
    category: 'machine-learning',
    tags: ['perceptron', 'classification', 'online-learning'],
    keywords: ['classif', 'model', 'train', 'predict', 'neural', 'perceptron', 'learning'],
    code: String.raw`#include <iostream>
#include <random>
#include <vector>

struct Example {
    std::vector<double> features;
    int label;  // -1 or +1
};

class Perceptron {
public:
    explicit Perceptron(std::size_t width) : weights_(width, 0.0) {}

    int predict(const std::vector<double>& x) const {
        double sum = bias_;
        for (std::size_t i = 0; i < x.size(); ++i) sum += weights_[i] * x[i];
        return sum >= 0 ? 1 : -1;
    }

    void fit(const std::vector<Example>& data, int epochs, double rate) {
        for (int epoch = 0; epoch < epochs; ++epoch) {
            int mistakes = 0;
            for (const auto& example : data) {
                if (predict(example.features) != example.label) {
                    for (std::size_t i = 0; i < weights_.size(); ++i)
                        weights_[i] += rate * example.label * example.features[i];
                    bias_ += rate * example.label;
                    ++mistakes;
                }
            }
            if (mistakes == 0) break;
        }
    }

private:
    std::vector<double> weights_;
    double bias_ = 0.0;
};

int main() {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    std::vector<Example> data;
    for (int i = 0; i < 200; ++i) {
        double a = uniform(rng), b = uniform(rng);
        data.push_back({{a, b}, a - b > 0 ? 1 : -1});
    }
    Perceptron model(2);
    model.fit(data, 50, 0.1);
    int correct = 0;
    for (const auto& example : data) correct += model.predict(example.features) == example.label;
    std::cout << "training accuracy: " << (100.0 * correct / data.size()) << "%\n";
    return 0;
}
`,
  },
  {
    id: 'cpp-word-frequency',
    title: 'Word frequency and stop-word filtering',
    description: 'Tokenises text from standard input, removes stop words and prints the most frequent words.',
    language: 'c++',
    category: 'nlp',
    tags: ['tokenization', 'frequency', 'stop-words'],
    keywords: ['text', 'word', 'token', 'nlp', 'frequency', 'language', 'document'],
    code: String.raw`#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

std::vector<std::string> tokenize(const std::string& text) {
    std::vector<std::string> tokens;
    std::string current;
    for (char raw : text) {
        unsigned char c = static_cast<unsigned char>(raw);
        if (std::isalnum(c) || c == '\'') {
            current.push_back(static_cast<char>(std::tolower(c)));
        } else if (!current.empty()) {
            tokens.push_back(current);
            current.clear();
        }
    }
    if (!current.empty()) tokens.push_back(current);
    return tokens;
}

int main() {
    const std::unordered_set<std::string> stop = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it"};
    std::unordered_map<std::string, int> counts;
    std::string line;
    while (std::getline(std::cin, line)) {
        for (const auto& token : tokenize(line)) {
            if (!stop.count(token) && token.size() > 1) ++counts[token];
        }
    }
    std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (std::size_t i = 0; i < sorted.size() && i < 10; ++i)
        std::cout << sorted[i].first << ' ' << sorted[i].second << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-gaussian-blur',
    title: 'Gaussian blur on a grayscale image',
    description: 'Builds a Gaussian kernel and applies it as a separable convolution with clamped borders.',
    language: 'c++',
    category: 'computer-vision',
    tags: ['convolution', 'gaussian', 'image'],
    keywords: ['image', 'blur', 'filter', 'vision', 'pixel', 'convolution', 'denoise', 'smooth'],
    code: String.raw`#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <vector>

struct Image {
    int width;
    int height;
    std::vector<float> pixels;  // row-major, 0..255
    float at(int x, int y) const {
        x = std::clamp(x, 0, width - 1);
        y = std::clamp(y, 0, height - 1);
        return pixels[static_cast<std::size_t>(y) * width + x];
    }
};

std::vector<float> gaussianKernel(float sigma) {
    const int radius = static_cast<int>(std::ceil(3 * sigma));
    std::vector<float> kernel(2 * radius + 1);
    float sum = 0;
    for (int i = -radius; i <= radius; ++i) {
        kernel[i + radius] = std::exp(-(i * i) / (2 * sigma * sigma));
        sum += kernel[i + radius];
    }
    for (auto& value : kernel) value /= sum;
    return kernel;
}

Image blur(const Image& input, float sigma) {
    const auto kernel = gaussianKernel(sigma);
    const int radius = static_cast<int>(kernel.size() / 2);
    Image horizontal{input.width, input.height, std::vector<float>(input.pixels.size())};
    for (int y = 0; y < input.height; ++y)
        for (int x = 0; x < input.width; ++x) {
            float sum = 0;
            for (int k = -radius; k <= radius; ++k) sum += kernel[k + radius] * input.at(x + k, y);
            horizontal.pixels[static_cast<std::size_t>(y) * input.width + x] = sum;
        }
    Image output{input.width, input.height, std::vector<float>(input.pixels.size())};
    for (int y = 0; y < input.height; ++y)
        for (int x = 0; x < input.width; ++x) {
            float sum = 0;
            for (int k = -radius; k <= radius; ++k) sum += kernel[k + radius] * horizontal.at(x, y + k);
            output.pixels[static_cast<std::size_t>(y) * input.width + x] = sum;
        }
    return output;
}

int main() {
    Image image{16, 16, std::vector<float>(256, 0.0f)};
    image.pixels[8 * 16 + 8] = 255.0f;  // a single bright pixel
    const Image result = blur(image, 1.5f);
    std::cout << "centre after blur: " << result.at(8, 8) << ", neighbour: " << result.at(9, 8) << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-csv-statistics',
    title: 'CSV column statistics',
    description:
      'Reads a numeric CSV column from a file and prints count, mean, standard deviation and median.',
    language: 'c++',
    category: 'data-processing',
    tags: ['csv', 'statistics', 'parsing'],
    keywords: ['csv', 'data', 'statistic', 'column', 'process', 'file', 'parse', 'mean'],
    code: String.raw`#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

std::vector<std::string> splitCsvLine(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (char c : line) {
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.push_back(field);
            field.clear();
        } else {
            field.push_back(c);
        }
    }
    fields.push_back(field);
    return fields;
}

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: stats data.csv column_index\n";
        return 2;
    }
    std::ifstream file(argv[1]);
    const std::size_t column = static_cast<std::size_t>(std::stoul(argv[2]));
    std::vector<double> values;
    std::string line;
    std::getline(file, line);  // header
    while (std::getline(file, line)) {
        const auto fields = splitCsvLine(line);
        if (column >= fields.size()) continue;
        std::istringstream parser(fields[column]);
        double value;
        if (parser >> value) values.push_back(value);
    }
    if (values.empty()) {
        std::cerr << "no numeric values\n";
        return 1;
    }
    double mean = 0;
    for (double v : values) mean += v;
    mean /= values.size();
    double variance = 0;
    for (double v : values) variance += (v - mean) * (v - mean);
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    const double median = values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    std::cout << "count " << values.size() << " mean " << mean << " stddev " << std::sqrt(variance / values.size())
              << " median " << median << '\n';
    return 0;
}
`,
  },
  {
    id: 'cpp-rate-limited-client',
    title: 'Rate limiter and retry policy for API calls',
    description:
      'A token-bucket rate limiter and an exponential back-off retry wrapper around any API call function.',
    language: 'c++',
    category: 'api-integration',
    tags: ['rate-limit', 'retry', 'token-bucket'],
    keywords: ['api', 'rate', 'limit', 'retry', 'client', 'integrat', 'request', 'throttle'],
    code: String.raw`#include <algorithm>
#include <chrono>
#include <functional>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>

class TokenBucket {
public:
    TokenBucket(double capacity, double refillPerSecond)
        : capacity_(capacity), tokens_(capacity), refill_(refillPerSecond), last_(Clock::now()) {}

    void acquire() {
        for (;;) {
            const auto now = Clock::now();
            const std::chrono::duration<double> elapsed = now - last_;
            tokens_ = std::min(capacity_, tokens_ + elapsed.count() * refill_);
            last_ = now;
            if (tokens_ >= 1.0) {
                tokens_ -= 1.0;
                return;
            }
            std::this_thread::sleep_for(std::chrono::duration<double>((1.0 - tokens_) / refill_));
        }
    }

private:
    using Clock = std::chrono::steady_clock;
    double capacity_;
    double tokens_;
    double refill_;
    Clock::time_point last_;
};

struct Response {
    int status;
    std::string body;
};

Response callWithRetry(TokenBucket& bucket, const std::function<Response()>& call, int retries) {
    for (int attempt = 0;; ++attempt) {
        bucket.acquire();
        Response response = call();
        const bool retryable = response.status == 429 || response.status >= 500;
        if (!retryable) return response;
        if (attempt >= retries) throw std::runtime_error("gave up after status " + std::to_string(response.status));
        std::this_thread::sleep_for(std::chrono::milliseconds(100 << attempt));
    }
}

int main() {
    TokenBucket bucket(5, 10);
    int calls = 0;
    auto flaky = [&calls]() -> Response { return ++calls < 3 ? Response{503, ""} : Response{200, "{\"ok\":true}"}; };
    const Response response = callWithRetry(bucket, flaky, 4);
    std::cout << "status " << response.status << " after " << calls << " calls: " << response.body << '\n';
    return 0;
}
`,
  },
];
